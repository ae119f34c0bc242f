import { jobApi, type JobBody, jobKeys, type SysJob } from '@/api/monitor/job';
import { useListMutation } from '@/components/list';

/** Writes of the job screen; each refreshes the jobs and their logs. */
export function useJobMutations() {
  const save = useListMutation({
    mutationFn: (body: JobBody) => (body.jobId ? jobApi.update(body) : jobApi.add(body)),
    invalidate: jobKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => jobApi.remove(ids),
    invalidate: jobKeys.all,
    success: 'delete',
  });
  const changeStatus = useListMutation({
    mutationFn: (job: Pick<SysJob, 'jobId' | 'status'>) => jobApi.changeStatus(job.jobId, job.status),
    invalidate: jobKeys.all,
  });
  const run = useListMutation({
    mutationFn: (job: SysJob) => jobApi.run(job.jobId, job.jobGroup),
    invalidate: jobKeys.all,
  });
  const removeLogs = useListMutation({
    mutationFn: (ids: (string | number)[]) => jobApi.removeLogs(ids),
    invalidate: jobKeys.all,
    success: 'delete',
  });
  const cleanLogs = useListMutation({ mutationFn: jobApi.cleanLogs, invalidate: jobKeys.all });
  return { save, remove, changeStatus, run, removeLogs, cleanLogs };
}

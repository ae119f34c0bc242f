import type { CmsResource } from './types';

export interface BatchFailure {
  name: string;
  reason: string;
}

export interface BatchResult {
  uploaded: { uid: string; resource: CmsResource }[];
  failed: ({ uid: string } & BatchFailure)[];
}

/**
 * Uploads every file and resolves once all of them have finished, successful or not, in the order
 * they were picked; a failure carries the server's message so it can be reported, never dropped.
 */
export async function uploadBatch(
  files: readonly { uid: string; file: File }[],
  upload: (file: File) => Promise<CmsResource>,
  onSettled?: (done: number) => void,
): Promise<BatchResult> {
  let done = 0;
  const settled = await Promise.allSettled(
    files.map(({ file }) =>
      upload(file).finally(() => {
        done += 1;
        onSettled?.(done);
      }),
    ),
  );
  const result: BatchResult = { uploaded: [], failed: [] };
  settled.forEach((outcome, i) => {
    const { uid, file } = files[i] ?? { uid: '', file: undefined };
    if (outcome.status === 'fulfilled') result.uploaded.push({ uid, resource: outcome.value });
    else
      result.failed.push({
        uid,
        name: file?.name ?? '',
        reason: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason),
      });
  });
  return result;
}

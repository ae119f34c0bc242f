import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';

import { levelConfigApi, levelConfigKeys } from '@/api/member/level-config';

/** The level types the server registers (`GET /member/levelConfig/types`), loaded once. */
export function useLevelTypes() {
  return useQuery({
    queryKey: levelConfigKeys.extra('types'),
    queryFn: levelConfigApi.types,
    staleTime: Infinity,
  });
}

/** A select of the level types, by id; for search forms and the level / experience dialogs. */
export function LevelTypeSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const types = useLevelTypes();
  return (
    <Select
      allowClear
      style={{ minWidth: 180 }}
      {...props}
      loading={types.isPending}
      options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
    />
  );
}

import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** `GET /monitor/server` (ServerController, Oshi + JVM). mem in GB, jvm in MB, cpu and usage in %. */
export interface ServerInfo {
  app?: { name: string; alias?: string; version: string };
  dataSources?: { list?: DataSourceInfo[] };
  cpu: { cpuNum: number; total?: number; sys: number; used: number; wait?: number; free: number };
  mem: Usage;
  jvm: Usage & {
    max?: number;
    name: string;
    version: string;
    home: string;
    inputArgs: string;
    startTime: string;
    runTime: string;
  };
  sys: { computerName: string; computerIp: string; userDir: string; osName: string; osArch: string };
  sysFiles: SysFile[];
}

export interface Usage {
  total: number;
  used: number;
  free: number;
  usage: number;
}

export interface DataSourceInfo {
  poolName: string;
  driverClass: string;
  url: string;
  username: string;
}

export interface SysFile {
  dirName: string;
  sysTypeName: string;
  typeName: string;
  total: string;
  free: string;
  used: string;
  usage: number;
}

/** The app part of `GET /monitor/server/dashboard` the home page shows (login only). */
export interface ServerDashboard {
  app?: { name?: string; alias?: string; version?: string };
  startTime?: string;
  runTime?: string;
}

export const serverKeys = createQueryKeys('monitor/server');

/** ServerController. */
export const serverApi = {
  get: () => http.get<ServerInfo>('/monitor/server'),
  /** A home widget: a failure leaves it empty instead of raising a message. */
  dashboard: () => http.get<ServerDashboard>('/monitor/server/dashboard', undefined, { silent: true }),
};

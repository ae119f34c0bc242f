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

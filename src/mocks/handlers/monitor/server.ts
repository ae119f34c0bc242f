/**
 * ServerController `GET /monitor/server` (monitor:server:view): the Oshi/JVM snapshot. Static host facts
 * plus load figures that drift with the db clock, so an auto-refreshing screen visibly changes.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { formatDateTime } from '../../core/time';
import type { MockDb } from '../../db';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A smooth 0..1 wave of the clock: deterministic for a given time, different every few seconds. */
const wave = (db: MockDb, periodS: number, phase = 0) =>
  (Math.sin(db.now() / 1000 / periodS + phase) + 1) / 2;

function disk(dirName: string, typeName: string, totalGb: number, usedGb: number) {
  return {
    dirName,
    sysTypeName: 'ext4',
    typeName,
    total: `${totalGb.toFixed(1)} GB`,
    free: `${(totalGb - usedGb).toFixed(1)} GB`,
    used: `${usedGb.toFixed(1)} GB`,
    usage: round2((usedGb / totalGb) * 100),
  };
}

export function serverSnapshot(db: MockDb) {
  const user = round2(8 + wave(db, 7) * 30);
  const sys = round2(2 + wave(db, 11, 1) * 6);
  const wait = round2(wave(db, 13, 2));
  const memUsed = round2(9.2 + wave(db, 17) * 2);
  const jvmUsed = round2(180 + wave(db, 5, 3) * 320);
  const startMs = db.now() - (3 * 24 + 5) * 3_600_000 - 17 * 60_000;
  return {
    app: { name: 'ChestnutCMS', alias: '栗子内容管理系统', version: '1.5.5' },
    dataSources: {
      list: [
        {
          poolName: 'HikariPool-1',
          driverClass: 'com.mysql.cj.jdbc.Driver',
          url: 'jdbc:mysql://127.0.0.1:3306/chestnut_cms?useUnicode=true&serverTimezone=GMT%2B8',
          username: 'chestnut',
        },
      ],
    },
    cpu: { cpuNum: 8, total: 100, sys, used: user, wait, free: round2(100 - user - sys - wait) },
    // mem in GB, jvm in MB: the units the backend's Mem/Jvm getters round to.
    mem: {
      total: 15.52,
      used: memUsed,
      free: round2(15.52 - memUsed),
      usage: round2((memUsed / 15.52) * 100),
    },
    jvm: {
      total: 1024,
      max: 4096,
      used: jvmUsed,
      free: round2(1024 - jvmUsed),
      usage: round2((jvmUsed / 1024) * 100),
      name: 'OpenJDK 64-Bit Server VM',
      version: '17.0.11',
      home: '/usr/lib/jvm/java-17-openjdk/jre',
      javaAwtFonts: '',
      inputArgs: '[-Xms1024m, -Xmx4096m, -Dspring.profiles.active=prod, -Dfile.encoding=UTF-8]',
      startTime: formatDateTime(startMs),
      runTime: '3天5小时17分钟',
    },
    sys: {
      computerName: 'cms-prod-01',
      computerIp: '10.0.8.21',
      osName: 'Linux',
      osArch: 'amd64',
      userDir: '/opt/chestnut/chestnut-admin',
    },
    sysFiles: [
      disk('/', '/dev/vda1', 79.9, 31.4),
      disk('/data', '/dev/vdb1', 499.8, 426.7),
      disk('/boot', '/dev/vda2', 1.0, 0.2),
    ],
  };
}

export function serverHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [route.get('/monitor/server', { perm: 'monitor:server:view' }, (c) => ok(serverSnapshot(c.db)))];
}

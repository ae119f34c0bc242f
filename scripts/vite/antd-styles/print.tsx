import { renderAntdStyles } from './render';

process.stdout.write(JSON.stringify(renderAntdStyles()));

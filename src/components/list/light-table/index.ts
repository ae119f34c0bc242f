export { LightTable } from './LightTable';
export { lightTableFits } from './fits';

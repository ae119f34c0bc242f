export { LevelTypeSelect, useLevelTypes } from './LevelTypeSelect';

export * from './routes';
export * from './tree';

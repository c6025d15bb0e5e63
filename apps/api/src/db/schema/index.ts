export * from './institute';
export * from './session';
export * from './subscription';
export * from './user';

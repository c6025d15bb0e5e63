export * from './academic';
export * from './administration';
export * from './community';
export * from './institute';
export * from './news';
export * from './session';
export * from './subscription';
export * from './user';

export * from './access';
export * from './constants';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/institute';
export * from './schemas/outbox';
export * from './schemas/region';
export * from './validators';

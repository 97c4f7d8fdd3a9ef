// The employees room's door: other code imports this file, never one beside it.
export * from './employees.js';
export * from './employeeImport.js';

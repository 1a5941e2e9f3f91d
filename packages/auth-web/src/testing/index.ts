// Test support of the web apps' component tests (not for the apps themselves).
export { memoryRouter } from './memory-router';
export type { MemoryRouter } from './memory-router';

import { afterAll } from 'vitest';
import { removeTestTempDirs } from './temp-dirs.js';

// Registered before the test file's own hooks, so it runs after them (afterAll hooks run in reverse order).
afterAll(removeTestTempDirs);

import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server:pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The same suite again on a PostgreSQL server, when one is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server:postgres',
                include: serverTests,
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'service-worker',
          include: ['apps/web/service-worker/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});

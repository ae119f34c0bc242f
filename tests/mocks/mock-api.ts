/**
 * The mock backend's API for tests (a re-export of src/mocks/index.ts). Tests may import '@/mocks'
 * directly as well; this path stays for the tests that already use it.
 */
export * from '@/mocks';

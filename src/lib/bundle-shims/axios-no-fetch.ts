/**
 * axios's fetch adapter, left out (resolved here by scripts/vite/bundle-shims.ts). The console's
 * client uses the XHR adapter, axios's first choice in a browser (and the one with upload progress);
 * the fetch adapter is only picked when asked for by name, which the console never does. Answering
 * "not available" here keeps about 4 KB gzip out of the sign-in page's JS.
 */
export const getFetch = (): false => false;

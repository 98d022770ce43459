export { envelope, stubFetch, type SeenCall } from '@aigc/store/test-fetch';

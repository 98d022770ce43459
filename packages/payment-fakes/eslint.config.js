import config from '@aigc/eslint-config/base';

export default config;

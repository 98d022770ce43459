import config from '@aigc/eslint-config/react';

export default config;

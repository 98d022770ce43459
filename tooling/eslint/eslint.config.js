import config from './base.js';

export default config;

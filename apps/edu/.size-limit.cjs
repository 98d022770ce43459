// Budget for the JavaScript a visitor downloads before the first screen
// (≤ 150 KB gzip, docs/architecture.md 'Tests'): see @aigc/vite-config/size-limit.
module.exports = require('@aigc/vite-config/size-limit').initialJsBudget(__dirname);

/** The web apps of the editions, served by host (docs/architecture.md "Editions and hosts"). */
export { NOT_BUILT_STYLE, notBuiltPage, registerSites, siteDist } from './sites';

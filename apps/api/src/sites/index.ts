/** The web apps of the editions, served by host (docs/architecture.md "Editions and hosts"). */
export { notBuiltPage, registerSites, siteDist } from './sites';

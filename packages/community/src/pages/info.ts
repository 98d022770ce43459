/** The information pages (docs/product.md §2): about, tool tutorial, course and 'create upgrade', as one chunk. */
export { AboutPage } from '../info/AboutPage';
export { ToolTutorialPage } from '../info/ToolTutorialPage';
export { CoursePage } from '../info/CoursePage';
export { CreateUpgradePage } from '../info/CreateUpgradePage';

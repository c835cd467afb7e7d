// The app, as main.tsx loads it when the page needs it. zod's configuration comes first, before any
// module that parses a schema is evaluated.
import '../zod-config';

export { mountApp } from './mount-app';

// The settings load like the overview; the application page has no loading state on purpose
// (see (overview)/loading.tsx).
export { default } from '../(overview)/loading';

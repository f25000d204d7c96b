// The API catalogue: every page under /api and every call on it. Node-side helpers live beside it.
export {apiPages} from './pages';
export {apiGroups} from './groups';
export type * from './types';

import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** `useDispatch` typed for the app store (thunks and api actions included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the root state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the app store. */
export const useAppStore = useStore.withTypes<AppStore>();

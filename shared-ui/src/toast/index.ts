export * from './toast-state';
export * from './ToastHost';

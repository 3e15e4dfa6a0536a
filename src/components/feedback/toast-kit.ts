// What a public form needs to show toasts, as one chunk that useDeferredToasts fetches on demand.
export { toast } from 'sonner';
export { default as AppToaster } from './AppToaster';

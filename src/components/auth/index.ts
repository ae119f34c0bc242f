export { Auth } from './Auth';
export { useAuth } from './use-auth';

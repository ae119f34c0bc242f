import app from './app';
import auth from './auth';
import common from './common';
import http from './http';
import validation from './validation';

/**
 * The namespaces the first screen needs (sign-in included), loaded before the first render. The
 * console's own (shell, kit) come with the session: see ./console.
 */
const resources = { common, http, validation, auth, app };
export default resources;

import app from './app';
import auth from './auth';
import common from './common';
import http from './http';
import kit from './kit';
import shell from './shell';
import validation from './validation';

/** Every namespace the console owns in this language; loaded on its own, only when chosen. */
const resources = { common, http, validation, auth, app, shell, kit };
export default resources;

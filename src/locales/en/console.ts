import kit from './kit';
import shell from './shell';

/** The signed-in console's namespaces: loaded with the session, kept off the sign-in page. */
const resources = { shell, kit };
export default resources;

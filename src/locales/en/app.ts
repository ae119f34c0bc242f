import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/app';

const app: LocaleShape<typeof zhCN> = {
  routes: {
    home: 'Home',
    profile: 'Account Center',
    preference: 'Preferences',
    siteEdit: 'Edit Site',
    templateEditor: 'Template Details',
    fileEditor: 'File Details',
    contentEditor: 'Content Details',
    bookChapter: 'Edit book chapter',
    exmodelFields: 'Ex-Model Fields',
    manualBlock: 'Manual Block',
    adSpace: 'AD Space',
    adEditor: 'Advertising',
    linkList: 'Friend Links',
    voteSubjects: 'Vote Subjects',
    customformFields: 'Custom Form Fields',
    customformData: 'Custom Form Data',
    roleUsers: 'Role Users',
    dictData: 'Dictionary Data',
    genEdit: 'Edit Generation Config',
    jobs: 'Scheduled Jobs',
  },
  unavailable: {
    title: 'Not available yet',
    description: '"{{title}}" ({{key}}) is not built in this console yet.',
  },
  notFound: {
    title: '404',
    description: 'Sorry, the page you visited does not exist.',
  },
  forbidden: {
    title: '401',
    description: 'Sorry, you are not allowed to open this page.',
  },
  routeError: {
    title: 'This page failed',
    description: 'Something went wrong while showing this page. Other pages are not affected.',
    retry: 'Try again',
  },
  session: {
    loading: 'Loading your account…',
    loadFailed: 'Could not load your account, please sign in again',
  },
  frame: {
    loading: 'Loading the page, please wait…',
  },
  layout: {
    logout: 'Sign out',
    logoutConfirm: 'Sign out of the system?',
    profile: 'Account Center',
    preference: 'Preferences',
  },
  home: {
    welcome: 'Welcome back, {{name}}',
    lastLoginTime: 'Last sign-in',
    lastLoginIp: 'Last sign-in IP',
  },
};
export default app;

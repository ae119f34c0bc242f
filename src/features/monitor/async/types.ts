/** Query of `GET /async/task` (not paged: every task the manager holds). */
export interface AsyncTaskQuery {
  type?: string;
  /** Task id (the backend's parameter name). */
  id?: string;
}

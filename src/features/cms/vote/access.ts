/** VotePriv keys: updates and every subject or item write accept `vote:add` or `vote:edit`. */
export const VOTE_ACCESS = {
  add: { perm: 'vote:add' },
  edit: { perm: ['vote:add', 'vote:edit'] },
  remove: { perm: 'vote:delete' },
};

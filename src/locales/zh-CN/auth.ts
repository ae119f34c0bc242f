const auth = {
  placeholder: '',
};
export default auth;

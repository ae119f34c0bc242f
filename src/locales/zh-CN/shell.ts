const shell = {
  placeholder: '',
};
export default shell;

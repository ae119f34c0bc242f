const kit = {
  placeholder: '',
};
export default kit;

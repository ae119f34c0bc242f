const validation = {
  placeholder: '',
};
export default validation;

const http = {
  placeholder: '',
};
export default http;

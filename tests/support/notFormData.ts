/**
 * Form posts without JavaScript (multipart, no Next-Action) whose body is not form data: what
 * each is, its Content-Type, its body. Next answered them 500; the proxy answers 400.
 */
export const NOT_FORM_DATA: [string, string, string][] = [
  ['a body that is not multipart', 'multipart/form-data; boundary=zz', 'garbage'],
  ['no boundary', 'multipart/form-data', '--zz\r\n'],
  ['an empty body', 'multipart/form-data; boundary=zz', ''],
  ['a part cut off', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data'],
]

'use strict';
// autocannon's setupRequest for the list bench, as a file: its worker threads load it with require().
// Each request asks for one of pages 1-50 of the list (the same query listApi.ts's listPath builds).
module.exports = function randomListPage(request) {
  const base = request.path.split('?')[0];
  const page = 1 + Math.floor(Math.random() * 50);
  return { ...request, path: `${base}?trade_mode=0110&column=createTime&order=desc&pageSize=20&pageNo=${page}` };
};

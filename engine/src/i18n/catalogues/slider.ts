import type { Catalogue } from '../types';

/** Messages of slider verification on the login family (spec: "slider verification failure"). */
export const sliderCatalogue: Catalogue = {
  zh_CN: {
    'login/slider-required': '请先完成滑块验证',
    'login/slider-failed': '滑块验证失败，请重试',
  },
  en_US: {
    'login/slider-required': 'Please complete the slider verification first',
    'login/slider-failed': 'Slider verification failed, please try again',
  },
  th_TH: {
    'login/slider-required': 'กรุณายืนยันด้วยการเลื่อนแถบก่อน',
    'login/slider-failed': 'การยืนยันด้วยการเลื่อนแถบล้มเหลว กรุณาลองใหม่',
  },
  zh_TW: {
    'login/slider-required': '請先完成滑塊驗證',
    'login/slider-failed': '滑塊驗證失敗，請重試',
  },
};

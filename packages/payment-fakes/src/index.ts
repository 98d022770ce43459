export * from './wechatPay';

// A default (CommonJS) Node project loads the ES module with import().
(async () => {
  const { TourChat, VERSION } = await import('tourchat');
  const tc = new TourChat({ baseUrl: process.env.TOURCHAT_URL, apiKey: process.env.TOURCHAT_KEY });
  const health = await tc.health();
  console.log('tourchat', VERSION, health.status);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});

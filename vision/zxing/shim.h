#ifdef __cplusplus
extern "C" {
#endif
struct zx_code {
	char text[256];
	int truncated;
	int x[4], y[4]; /* top-left, top-right, bottom-right, bottom-left */
};
int zx_read(const unsigned char *pix, int w, int h, int stride, int harder, struct zx_code *out, int max);
#ifdef __cplusplus
}
#endif

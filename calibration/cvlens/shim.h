#ifdef __cplusplus
extern "C" {
#endif
/* Finds a chessboard's cols x rows inner corners in a grey picture (w x h,
   one byte a pixel, rows stride bytes apart), searched at search_size pixels
   on its longest side and refined on the full picture; out gets x, y of each
   corner, row after row (2*cols*rows floats). 1: found, 0: not found, -1:
   OpenCV failed (err says why). */
int cl_find_corners(const unsigned char *pix, int w, int h, int stride, int cols, int rows, int search_size,
	float *out, char *err, int errlen);

/* Fits the lens to nviews views of the same npts points: object holds the
   points on the chessboard's plane (x, y, z: 3*npts floats), image where
   each view saw them (x, y: 2*npts*nviews floats). k gets the camera matrix
   (9 doubles, row-major), dist k1, k2, p1, p2, k3 (k3 held at 0), rvecs and
   tvecs each view's pose (3*nviews doubles each), rms the reprojection
   error. 0: done, -1: OpenCV failed (err says why). */
int cl_calibrate(const float *object, int npts, const float *image, int nviews, int w, int h,
	double *k, double *dist, double *rvecs, double *tvecs, double *rms, char *err, int errlen);
#ifdef __cplusplus
}
#endif

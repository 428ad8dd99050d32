package dr2d

import "mecanoid/engine/internal/jsonpos"

// jsonError turns an encoding/json error into a PosError with a line and column.
func jsonError(file string, data []byte, err error) error {
	w := jsonpos.Explain(data, err)
	return &PosError{File: file, Line: w.Line, Col: w.Col, Field: w.Field, Msg: w.Msg, Err: ErrSyntax}
}
